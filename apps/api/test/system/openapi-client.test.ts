import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import request from 'supertest';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';

/**
 * A client generated from the served document (openapi-typescript) types a small session: sign in, list
 * folders, save an item as JSON, read an error. A wrong field is a type error, so the types are real.
 */
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-client-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const SESSION = `
import type { components, operations, paths } from './schema';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SignIn = paths['/api/auth/sign-in']['post'];
const body: Json<SignIn['requestBody']> = { email: 'ada@example.com', password: 'secret123' };
declare const answer: Json<SignIn['responses']['200']>;
// sign-in answers the session, or the ticket of the second step when two-factor sign-in is on
const signedIn = 'accessToken' in answer ? answer : null;
const ticket: string | undefined = 'ticket' in answer ? answer.ticket : undefined;
const token: string | undefined = signedIn?.accessToken;
const nickname: string | null | undefined = signedIn?.user.profile.nickname;

declare const folders: Json<operations['foldersList']['responses']['200']>;
const names: string[] = folders.folders.map((f) => f.name);
// a nested shape is one named type, the same wherever it stands
const first: components['schemas']['FolderSummary'] | undefined = folders.folders[0];
declare const card: components['schemas']['ItemCard'];
const creator: components['schemas']['UserRef'] | null = card.creator;

const save: Json<paths['/api/items/{id}']['patch']['requestBody']> = { changes: { fields: { name: 'Flat' } } };

declare const failed: components['schemas']['Error'];
const message: string = failed.error.message;
const fields: Record<string, string> | undefined = failed.error.fields;

// @ts-expect-error the sign-in body has no such field
const wrong: Json<SignIn['requestBody']> = { email: 'ada@example.com', pass: 'x' };

export const session = { body, ticket, token, nickname, names, first, creator, save, message, fields, wrong };
`;

describe('a typed client from the OpenAPI document', () => {
  it('type-checks a small session', async () => {
    const doc = await request(ctx.app).get('/api/openapi.json').expect(200);
    const schema = astToString(await openapiTS(doc.body as Parameters<typeof openapiTS>[0]));
    writeFileSync(path.join(dir, 'schema.ts'), schema);
    writeFileSync(path.join(dir, 'session.ts'), SESSION);
    // named component schemas keep the generated client small and readable
    expect(schema).toMatch(/AuthSignInRequest: \{/);
    expect(schema).toMatch(/UserRef: \{/);

    const program = ts.createProgram([path.join(dir, 'session.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 120_000);
});
