import Database from 'better-sqlite3';
import { expect, signIn, test } from './support/fixtures';
import { E2E_DB } from './support/env';
import { askService, expectAccessibleInBothSchemes } from './support/service';

/** New starters nobody else signs in as: their invitations and their budget are theirs alone. */
const INVITER = 'quinn.avery@example.com';
const GROUP_INVITER = 'rania.saleh@example.com';

interface StoredInvitation {
  email: string;
  inviter_id: number;
  group_id: number | null;
}

/**
 * The invitation as the service stored it. No endpoint lists invitations (spec 4.12 has only POST), and
 * inviting again would be accepted whether or not the first one was stored, so the journey reads the
 * emulator's database (read-only; it is the emulator's own file).
 */
function storedInvitation(email: string): StoredInvitation | undefined {
  const db = new Database(E2E_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], StoredInvitation>(
        'SELECT email, inviter_id, group_id FROM invitations WHERE email = ? COLLATE NOCASE',
      )
      .get(email);
  } finally {
    db.close();
  }
}

/** An address of the company's domain nobody has been invited at before (the database outlives a run). */
const freshAddress = (who: string) => `${who}.${Date.now().toString(36)}@example.com`;

test.use({ viewport: { width: 1280, height: 900 } });

test('inviting one good and one outside address: one sent, one refused in the service’s words', async ({
  page,
}) => {
  test.slow();
  const good = freshAddress('new.colleague');
  const outside = 'a.friend@gmail.com';
  await signIn(page, INVITER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invite people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite people' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const box = page.getByLabel('Email addresses');
  await box.fill(`${good}, Pat Friend <${outside}>, not-an-address`);
  await box.press('Enter');
  const list = page.getByRole('list', { name: /To invite/ });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'not-an-address' })).toContainText(
    'Not an address',
  );
  // What was typed survives a reload.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'invitation sent' })).toHaveText(
    '1 invitation sent; 1 address refused, the reason beside each.',
  );
  await expect(page.getByRole('region', { name: 'Sent' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${good.replace(/\./g, '\\.')}\\s*Sent$`),
  ]);
  const refused = list.getByRole('listitem').filter({ hasText: outside });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText(
    `${outside} is outside the network's domain example.com; only verified admins of a paid network can invite other domains`,
    { ignoreCase: true },
  );
  // The malformed one stays unsent, beside the refused one, for the user to fix.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectAccessibleInBothSchemes(page);

  const me = await askService<{ id: number }>(INVITER, '/users/current.json');
  expect(storedInvitation(good)).toEqual({ email: good, inviter_id: me.body.id, group_id: null });
  expect(storedInvitation(outside)).toBeUndefined();
});

test('from a group’s page the invitation carries the group', async ({ page }) => {
  test.slow();
  const { body: groups } = await askService<{ id: number; full_name: string; privacy: string }[]>(
    GROUP_INVITER,
    '/groups.json',
  );
  const group = groups.find((g) => g.privacy === 'public');
  if (!group) throw new Error('the seed has no public group');
  const good = freshAddress('group.colleague');
  await signIn(page, GROUP_INVITER, { from: `/groups/${String(group.id)}` });
  await page.getByRole('main').getByRole('link', { name: 'Invite people' }).click();
  await expect(page).toHaveURL(new RegExp(`/invite\\?group=${String(group.id)}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Invite people to ${group.full_name}` }),
  ).toBeVisible();
  await page.getByLabel('Email addresses').fill(good);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'invitation sent' })).toHaveText(
    '1 invitation sent.',
  );
  expect(storedInvitation(good)?.group_id).toBe(group.id);
});
