import { describe, expect, it } from 'vitest';
import { leaveOutTotal, type CapturedStatement } from '../../bench/http/captured-sql.js';

const statement = (text: string, values: unknown[], name: string | null = null): CapturedStatement => ({
  text,
  values,
  name,
  rowMode: 'array',
  start: 0,
  end: 1,
});

const session = statement('select "user_id" from "auth_sessions" where "id" = $1', ['s'], 'session');

describe('bench: a list request without its total', () => {
  it('cuts the total column from a page statement and renumbers the parameters it leaves', () => {
    const page = statement(
      'select "p"."id", ((select count(*) from "p" where "p"."name" like lower($1))) as "total" ' +
        'from (select "id" from "p" where "p"."name" like lower($2) limit $3 offset $4) "ids" join "p" using ("id")',
      ['%power%', '%power%', 30, 0],
    );
    const { statements, note } = leaveOutTotal([session, page]);
    expect(note).toBe('sends the page statement without its total column');
    expect(statements[0]).toBe(session);
    expect(statements[1]).toMatchObject({
      text:
        'select "p"."id" from (select "id" from "p" where "p"."name" like lower($1) limit $2 offset $3) "ids" ' +
        'join "p" using ("id")',
      values: ['%power%', 30, 0],
      name: null,
    });
  });

  it('gives a named page statement without its total a name of its own', () => {
    const page = statement(
      'select "p"."id", ((select "row_count" from "table_row_counts" where "table_name" = $1)) as "total" ' +
        'from "p" limit $2 offset $3',
      ['p', 30, 0],
      'programs_page',
    );
    const [, without] = leaveOutTotal([session, page]).statements;
    expect(without).toMatchObject({
      text: 'select "p"."id" from "p" limit $1 offset $2',
      values: [30, 0],
      name: 'programs_page_without_total',
    });
  });

  it('leaves out a total sent as a statement of its own', () => {
    const page = statement('select "id" from "p" limit $1 offset $2', [30, 0]);
    const count = statement('select count(*) from "p" where "type" = $1', ['cardio']);
    const { statements, note } = leaveOutTotal([session, page, count]);
    expect(statements).toEqual([session, page]);
    expect(note).toBe('leaves out 1 total statement(s)');
  });

  it('says so when there is no total to leave out', () => {
    const detail = statement('select "id" from "p" where "id" = $1', [7]);
    expect(leaveOutTotal([session, detail])).toEqual({
      statements: [session, detail],
      note: 'found no total to leave out',
    });
  });
});
