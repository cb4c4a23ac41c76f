/** The PostgreSQL server's admin URL, next to which each bench creates (and drops) its throwaway database. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
