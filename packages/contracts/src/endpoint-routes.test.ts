import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderEndpointRoutes } from './endpoint-routes-render.ts';

describe('the generated endpoint routes of the web client', () => {
  it('match the endpoint table (run `npm run generate -w @lucky/contracts` after changing it)', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'endpoint-routes.generated.ts');
    expect(readFileSync(file, 'utf8')).toBe(renderEndpointRoutes());
  });
});
