import { describe, expect, it } from 'vitest';
import { createdUserId } from './admin-people-api';

describe('createdUserId (the 201 of POST users.json)', () => {
  it('reads the id from the Location the service gives', () => {
    expect(createdUserId('https://svc.test/api/v1/users/42', { id: 7 })).toBe(42);
    expect(createdUserId('/api/v1/users/42.json', null)).toBe(42);
  });

  it('falls back on the body when the browser hides the header (the real service does not expose it)', () => {
    expect(createdUserId(null, { id: 7 })).toBe(7);
    expect(createdUserId('https://svc.test/elsewhere', { id: 7 })).toBe(7);
  });

  it('is null when neither names a person', () => {
    expect(createdUserId(null, null)).toBeNull();
    expect(createdUserId(null, { id: '7' })).toBeNull();
  });
});
