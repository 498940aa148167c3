import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { listDirectory, MAX_DIRECTORY_ENTRIES } from './directory';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

describe('listDirectory', () => {
  it('lists folders first, then JSON files, by name, without hidden entries', async () => {
    await mkdir(join(dir.path, 'Zeta'));
    await mkdir(join(dir.path, 'alpha'));
    await mkdir(join(dir.path, '.hidden'));
    for (const name of ['game10.royal.json', 'game9.royal.json', 'notes.txt', 'game9.royal.json.bak', '.secret.json', 'Data.JSON']) {
      await writeFile(join(dir.path, name), '{}');
    }
    await symlink(join(dir.path, 'alpha'), join(dir.path, 'link-to-alpha'));
    await symlink(join(dir.path, 'missing'), join(dir.path, 'broken.json'));

    const listing = await listDirectory(dir.path);
    expect(listing).toEqual({
      path: dir.path,
      parent: join(dir.path, '..'),
      entries: [
        { name: 'alpha', path: join(dir.path, 'alpha'), kind: 'dir' },
        { name: 'link-to-alpha', path: join(dir.path, 'link-to-alpha'), kind: 'dir' },
        { name: 'Zeta', path: join(dir.path, 'Zeta'), kind: 'dir' },
        { name: 'Data.JSON', path: join(dir.path, 'Data.JSON'), kind: 'file' },
        { name: 'game9.royal.json', path: join(dir.path, 'game9.royal.json'), kind: 'file' },
        { name: 'game10.royal.json', path: join(dir.path, 'game10.royal.json'), kind: 'file' },
      ],
    });
  });

  it('lists the first entries by name past its limit and counts the rest', async () => {
    await mkdir(join(dir.path, 'zz-folder'));
    const count = MAX_DIRECTORY_ENTRIES + 7;
    // Written in reverse so the disk's order is not the order by name.
    for (let i = count; i >= 1; i--) await writeFile(join(dir.path, `game${i}.royal.json`), '{}');

    const listing = await listDirectory(dir.path);
    if ('status' in listing) throw new Error(listing.message);
    expect(listing.entries).toHaveLength(MAX_DIRECTORY_ENTRIES);
    expect(listing.omitted).toBe(8);
    expect(listing.entries[0]).toMatchObject({ name: 'zz-folder', kind: 'dir' });
    expect(listing.entries.slice(1, 4).map((entry) => entry.name)).toEqual(['game1.royal.json', 'game2.royal.json', 'game3.royal.json']);
    expect(listing.entries.at(-1)?.name).toBe(`game${MAX_DIRECTORY_ENTRIES - 1}.royal.json`);
  });

  it('says nothing is left out of a folder under its limit', async () => {
    await writeFile(join(dir.path, 'one.royal.json'), '{}');
    const listing = await listDirectory(dir.path);
    expect('omitted' in listing).toBe(false);
  });

  it('has no parent at the root', async () => {
    const listing = await listDirectory('/');
    expect('parent' in listing && listing.parent).toBeNull();
  });

  it('explains a missing folder', async () => {
    const path = join(dir.path, 'missing');
    expect(await listDirectory(path)).toEqual({ status: 'error', message: `There is no folder at "${path}".` });
  });

  it('explains a file given as a folder', async () => {
    const path = join(dir.path, 'a.royal.json');
    await writeFile(path, '{}');
    expect(await listDirectory(path)).toEqual({ status: 'error', message: `"${path}" is not a folder.` });
  });
});
