/**
 * The largest value of the database's integer columns: an id or a count in a path or query above
 * it is refused by the schema with 400, before any work (issue 19).
 */
export const INT32_MAX = 2_147_483_647;
