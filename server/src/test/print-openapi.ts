// Prints the OpenAPI document the app serves, so a restructuring can be shown to leave the
// contract unchanged: `node --import tsx server/src/test/print-openapi.ts > before.json`.
import { createTestApp } from './app';

const test = await createTestApp();
const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
process.stdout.write(`${JSON.stringify(JSON.parse(response.body), null, 2)}\n`);
await test.close();
