import { describe, expect, it } from 'vitest';
import { afterEarlierSaves } from './save-queue';

function gate(): { readonly opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('afterEarlierSaves', () => {
  it('starts a save only once the one asked for before it has finished', async () => {
    const order: string[] = [];
    const first = gate();
    const a = afterEarlierSaves(async () => {
      order.push('first begins');
      await first.opened;
      order.push('first ends');
    });
    const b = afterEarlierSaves(async () => {
      order.push('second begins');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first begins']);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins']);
  });

  it('goes on to the next save after one that failed, and the failure reaches only its own caller', async () => {
    const failed = afterEarlierSaves(async () => {
      throw new Error('disk full');
    });
    let ran = false;
    const next = afterEarlierSaves(async () => {
      ran = true;
    });
    await expect(failed).rejects.toThrow('disk full');
    await expect(next).resolves.toBeUndefined();
    expect(ran).toBe(true);
  });
});
