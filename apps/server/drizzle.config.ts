import { defineConfig } from 'drizzle-kit';

// Used only to generate migrations (`npm run db:generate`); the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/platform/db/schema.ts',
  out: './apps/server/src/platform/db/migrations',
});
