/**
 * Splits a migration file into statements. PGlite's extended-protocol `query` runs one statement at
 * a time (pg would accept a script, PGlite would not), so every statement is sent on its own inside
 * the migration's transaction. Quotes, dollar-quoted bodies and comments are respected.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < script.length) {
    const ch = script[i] as string;
    const rest = script.slice(i);
    if (rest.startsWith('--')) {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
      current += '\n';
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
      current += ' ';
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < script.length) {
        if (script[j] === ch && script[j + 1] === ch) j += 2;
        else if (script[j] === ch) break;
        else j += 1;
      }
      current += script.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const tag = dollar[0];
      const end = script.indexOf(tag, i + tag.length);
      const stop = end === -1 ? script.length : end + tag.length;
      current += script.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += ch;
    i += 1;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
