import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { writeArchive } from './index';
import { seedExportMember } from './test-helpers';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedExportMember>>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedExportMember(t.ctx);
});
afterAll(() => t.close());

/** The export of `userId` into memory, then every entry of the ZIP by name, in order. */
async function exportOf(userId: number, locale: 'en' | 'fr' = 'en') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const summary = await writeArchive(
    t.ctx,
    { userId, locale, generatedAt: new Date('2026-11-01T09:00:00Z') },
    out,
  );
  const zip = Buffer.concat(chunks);
  return { summary, zip, entries: await unzip(zip) };
}

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');

describe('a member’s export', () => {
  it('lists every file in the manifest, last, with the SHA-256 of its bytes; the summary is the ZIP’s', async () => {
    const { summary, zip, entries } = await exportOf(seeded.member.id);
    const names = [...entries.keys()];
    expect(names.at(-1)).toBe('manifest.json');
    expect(names).toEqual(
      expect.arrayContaining([
        'evenkeel.json',
        'csv/checkups.csv',
        'csv/logs.csv',
        'csv/coverage_uses.csv',
        'csv/messages.csv',
        'fhir/bundle.json',
        `files/profile_picture-${seeded.picture.slug}.png`,
      ]),
    );
    const manifest = json(entries, 'manifest.json');
    expect(manifest).toMatchObject({ format_version: 1, generated_at: '2026-11-01T09:00:00.000Z' });
    expect(manifest.member.id).toBe(seeded.member.slug);
    expect(manifest.files.map((file: { path: string }) => file.path)).toEqual(names.slice(0, -1));
    for (const file of manifest.files as { path: string; sha256: string; bytes: number }[]) {
      const bytes = entries.get(file.path);
      expect(bytes?.length).toBe(file.bytes);
      expect(
        createHash('sha256')
          .update(bytes ?? '')
          .digest('hex'),
      ).toBe(file.sha256);
    }
    expect(summary).toEqual({
      sizeBytes: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
      files: names.length,
    });
    expect(entries.get(`files/profile_picture-${seeded.picture.slug}.png`)?.toString()).toBe(
      'picture bytes of Ada',
    );
  });

  it('holds every check-up with its answers, the safety answer included, and marks each section provided or derived', async () => {
    const { entries } = await exportOf(seeded.member.id);
    const document = json(entries, 'evenkeel.json');
    expect(document.checkups.provenance).toBe('provided');
    expect(document.checkups.items).toHaveLength(3);
    const safety = document.checkups.items.find((row: { id: string }) => row.id === seeded.safetyYes.slug);
    expect(safety.answers.safety).toBe(1);
    expect(document.checkup_results.provenance).toBe('derived');
    expect(document.checkup_results.items.at(-1)).toMatchObject({
      checkup: seeded.safetyYes.slug,
      show_crisis_help: true,
      depression_positive: true,
    });
    for (const [name, section] of Object.entries(document)) {
      if (['format_version', 'generated_at', 'labels'].includes(name)) continue;
      expect(['provided', 'derived'], name).toContain((section as { provenance: string }).provenance);
    }
    expect(document.account).toMatchObject({
      email: seeded.member.email,
      first_name: 'Ada',
      birthdate: '1990-04-02',
    });
    expect(document.logs.items.map((row: { kind: string }) => row.kind)).toEqual([
      'life_event',
      'ailment',
      'activity',
    ]);
    expect(document.result_consents.items).toEqual([
      expect.objectContaining({ direction: 'given_by_you', other_person: 'Aaron Admin', state: 'given' }),
    ]);
    expect(document.connections.items.map((row: { direction: string }) => row.direction).sort()).toEqual([
      'shares_with_you',
      'you_share_with',
    ]);
    expect(document.coverage_uses.items).toEqual([
      expect.objectContaining({ sessions: 1, amount_cents: 9000 }),
    ]);
    expect(document.access_records.items).toEqual([
      expect.objectContaining({ viewer_name: 'Olive Other', data_kind: 'insights', count: 1 }),
    ]);
    expect(document.push_subscriptions.items).toEqual([
      expect.objectContaining({ endpoint_host: 'push.example.test' }),
    ]);
  });

  it('holds messages sent and received, the other person by name only', async () => {
    const { entries } = await exportOf(seeded.member.id);
    const document = json(entries, 'evenkeel.json');
    expect(document.conversations.items).toEqual([expect.objectContaining({ other_person: 'Olive Other' })]);
    expect(
      document.messages.items.map((row: { direction: string; body: string }) => [row.direction, row.body]),
    ).toEqual([
      ['sent', 'Hello Olive, how are you?'],
      ['received', 'Fine, thanks: see you soon'],
      ['sent', '+1 555 0100'],
    ]);
  });

  it('holds nothing of anyone else: no other e-mail, none of their check-ups, no push keys', async () => {
    const { entries } = await exportOf(seeded.member.id);
    const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(everything).toContain(seeded.member.email);
    expect(everything).not.toContain(seeded.other.email);
    expect(everything).not.toContain(seeded.administrator.email);
    expect(everything).not.toContain(seeded.othersCheckup.slug);
    expect(everything).not.toContain('secret-');
    expect(everything).not.toContain(seeded.member.passwordHash);
  });

  it('writes CSVs a spreadsheet opens: BOM, CRLF, RFC 4180 quotes, formulas made text', async () => {
    const { entries } = await exportOf(seeded.member.id);
    const checkups = entries.get('csv/checkups.csv')?.toString('utf8') ?? '';
    expect(
      checkups.startsWith('\uFEFFcheckup_id,week_start,completed_at,questionnaire_version,who5_1,'),
    ).toBe(true);
    expect(checkups).toContain(',safety,score,band,band_label,');
    expect(checkups.split('\r\n')).toHaveLength(5);
    expect(checkups).not.toMatch(/[^\r]\n/);
    const logs = entries.get('csv/logs.csv')?.toString('utf8') ?? '';
    expect(logs).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(logs).toContain('"Moved, ""finally"", to a new flat"');
    expect(logs).toContain(",'@walk,");
    expect(logs).toContain(',Headache,');
    expect(entries.get('csv/messages.csv')?.toString('utf8')).toContain(",'+1 555 0100\r\n");
    expect(entries.get('csv/coverage_uses.csv')?.toString('utf8')).toContain(",'-20% co-pay,");
  });

  it('labels codes in the member’s language, the codes themselves unchanged', async () => {
    const { entries } = await exportOf(seeded.member.id, 'fr');
    const document = json(entries, 'evenkeel.json');
    expect(document.labels.language).toBe('fr');
    expect(document.labels.bands.thriving).toBe('Épanoui');
    const safety = document.labels.questionnaires[0].questions.find((q: { id: string }) => q.id === 'safety');
    expect(safety.text).toMatch(/^Au cours de la dernière semaine/);
    expect(safety.options).toEqual({ 0: 'Non', 1: 'Oui' });
    expect(document.checkup_results.items[0].band).toMatch(/^(thriving|room_to_improve|of_concern)$/);
    const checkups = entries.get('csv/checkups.csv')?.toString('utf8') ?? '';
    expect(checkups).toContain(',band,band_label,');
    expect(checkups).toMatch(/,(Épanoui|Peut mieux aller|Préoccupant),/);
    expect(entries.get('csv/logs.csv')?.toString('utf8')).toContain(',Problème de santé,');
  });

  it('is complete for a member with nothing yet: empty sections, the CSV headers, a valid manifest', async () => {
    const bare = await createUser(t.ctx);
    const { entries } = await exportOf(bare.id);
    const document = json(entries, 'evenkeel.json');
    expect(document.checkups).toEqual({ provenance: 'provided', items: [] });
    expect(document.messages).toEqual({ provenance: 'provided', items: [] });
    expect(document.labels.questionnaires[0].questions).toHaveLength(16);
    const checkups = entries.get('csv/checkups.csv')?.toString('utf8') ?? '';
    expect(checkups.split('\r\n')).toHaveLength(2);
    expect(checkups).toContain(',who5_1,');
    expect(json(entries, 'manifest.json').files).toHaveLength(6);
  });
});
