-- Sessions record whether they were opened with a second factor (app/domain/auth/second-factor.server.ts).
-- Sessions that existed before have no such record: those of two-factor accounts count as signed out
-- from now on, and their owners sign in again with the code.
ALTER TABLE "session" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;