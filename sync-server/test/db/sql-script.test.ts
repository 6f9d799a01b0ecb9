import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from '../../src/db/sql-script';

describe('splitSqlStatements', () => {
  it('splits on semicolons and drops comments and blanks', () => {
    expect(
      splitSqlStatements('-- header\ncreate table a (x int);\n\n/* note; */ create index i on a (x);\n'),
    ).toEqual(['create table a (x int)', 'create index i on a (x)']);
  });

  it('keeps semicolons inside quotes and dollar-quoted bodies', () => {
    const script = [
      "insert into t values ('a;b', 'it''s; fine');",
      'create function f() returns int as $$ begin return 1; end; $$ language plpgsql;',
      'create function g() returns int as $body$ select 2; $body$ language sql;',
    ].join('\n');
    expect(splitSqlStatements(script)).toEqual([
      "insert into t values ('a;b', 'it''s; fine')",
      'create function f() returns int as $$ begin return 1; end; $$ language plpgsql',
      'create function g() returns int as $body$ select 2; $body$ language sql',
    ]);
  });

  it('keeps a last statement without a semicolon', () => {
    expect(splitSqlStatements('select 1; select 2')).toEqual(['select 1', 'select 2']);
  });
});
