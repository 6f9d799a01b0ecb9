/** 'N thing' or 'N things': every count the groups screens put into words. */
export function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
