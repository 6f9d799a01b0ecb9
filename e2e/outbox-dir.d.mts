export function outboxDirFor(port: string | number): string;
