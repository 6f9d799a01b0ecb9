/** How settings widgets report an outcome: the page's toast, bottom centre (spec §2 Settings). */
export type SettingsToastType = 'success' | 'error';
export type Notify = (type: SettingsToastType, message: string) => void;
