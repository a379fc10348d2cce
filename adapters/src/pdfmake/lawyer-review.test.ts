import { AhcdSchema, applyDfpoaStateRules, DfpoaSchema } from '@bequest/domain';
import { ahcdDocument } from './ahcd/ahcd-document';
import { dfpoaDocument } from './dfpoa/dfpoa-document';
import { PdfRenderPool, type PdfDefinition } from './render-pdf';
import { DOCUMENT_DATE } from './testing/document-date';
import { daniel, lopezTrust, lopezWill, maria } from './testing/lopez-family';
import { pdfPages, pdfText } from './testing/pdf-text';
import { trustDocument } from './trust/trust-document';
import { willDocument } from './will/will-document';

/** The findings of a probate lawyer's review of a Californian family's documents (issue 18). */
describe('documents a lawyer would sign off (issue 18)', () => {
  const pool = new PdfRenderPool(1);
  afterAll(() => pool.close());
  const render = (definition: PdfDefinition) => pool.render(definition, { compress: false });
  const text = async (definition: PdfDefinition) => pdfText(await render(definition));

  const ahcd = AhcdSchema.parse({
    randId: 'lopez-ahcd',
    profileId: 'p1',
    primaryAgent: { fullName: { first: 'Daniel', last: 'Lopez' }, relationship: 'husband' },
    lifeProlongationChoice: 'LIMIT',
  });
  const dfpoa = applyDfpoaStateRules(
    DfpoaSchema.parse({
      randId: 'lopez-dfpoa',
      profileId: 'p1',
      agent: { fullName: { first: 'Daniel', last: 'Lopez' } },
      commonAgentPowers: { has_banking_power: true, has_tax_power: true },
      hasEstateGuardian: true,
      estateGuardian: { fullName: { first: 'Ana', last: 'Reyes' } },
      hasPersonGuardian: true,
      personGuardian: { fullName: { first: 'Ana', last: 'Reyes' } },
    }),
    'CA',
  );

  it('writes each spouse’s pour-over will from that spouse’s side', async () => {
    const pages = await text(trustDocument(lopezTrust, [maria(), daniel()], DOCUMENT_DATE));
    const [, marias, daniels] = pages.split('POUR-OVER WILL OF ');
    expect(marias).toMatch(/^MARIA ELENA LOPEZ/);
    expect(marias).toContain('I am married to Daniel Lopez.');
    expect(marias).toContain('I appoint Daniel Lopez as Executor of this Will.');
    expect(daniels).toMatch(/^DANIEL LOPEZ/);
    expect(daniels).toContain('I, Daniel Lopez, residing at');
    expect(daniels).toContain('I am married to Maria Elena Lopez.');
    expect(daniels).toContain('I appoint Maria Elena Lopez as Executor of this Will.');
    expect(daniels).not.toContain('married to Daniel Lopez');
    expect(daniels).not.toContain('I appoint Daniel Lopez');
  });

  it('makes the certification and each pour-over will an instrument with its own page numbers', async () => {
    const pages = pdfPages(
      await render(trustDocument(lopezTrust, [maria(), daniel()], DOCUMENT_DATE)),
    );
    const starting = (title: string) => pages.find((page) => page.startsWith(title)) ?? '';
    expect(starting('REVOCABLE LIVING TRUST')).toMatch(/Page 1 of \d+Grantors’ initials/);
    expect(starting('CERTIFICATION OF TRUST')).toMatch(/Page 1 of \d+Certification of Trust/);
    for (const testator of ['MARIA ELENA LOPEZ', 'DANIEL LOPEZ']) {
      const first = starting(`POUR-OVER WILL OF ${testator}`);
      const total = Number(/Page 1 of (\d+)Testator initials/.exec(first)?.[1]);
      expect(total).toBeGreaterThan(1);
      const own = pages.slice(pages.indexOf(first), pages.indexOf(first) + total);
      expect(own.at(-1)).toContain(`Page ${total} of ${total}Testator initials`);
    }
  });

  it('states the person’s full residence, with the county', async () => {
    const will = await text(willDocument(lopezWill, maria(), DOCUMENT_DATE));
    expect(will).toContain(
      'I, Maria Elena Lopez, residing at 1200 Ocean Avenue, Apt 4, Santa Monica, California 90401, in Los Angeles County, being of sound mind',
    );
    expect(await text(ahcdDocument(ahcd, maria(), DOCUMENT_DATE))).toContain(
      'residing at 1200 Ocean Avenue, Apt 4, Santa Monica, California 90401',
    );
  });

  it('dates the PDF by the document’s own date', async () => {
    const pdf = (await render(willDocument(lopezWill, maria(), DOCUMENT_DATE))).toString('latin1');
    expect(pdf).toContain('(D:20261125153000Z)');
    expect(pdf).not.toContain('(D:20000101');
  });

  it('places the person’s free text inside its sentence, and writes US English', async () => {
    const will = await text(willDocument(lopezWill, maria(), DOCUMENT_DATE));
    expect(will).toContain('I give my grandmother’s ring to Sofia Lopez.');
    expect(will).toContain('I wish my remains to be buried. A simple service at St. Monica.');
    expect(will).toContain('to honor these wishes');
    const all = [
      will,
      await text(ahcdDocument(ahcd, maria(), DOCUMENT_DATE)),
      await text(dfpoaDocument(dfpoa, maria(), DOCUMENT_DATE)),
    ].join(' ');
    expect(all).not.toMatch(/honour|jeweller|initialled|enrolment|organisation|\benrol\b/i);
    expect(all).toContain('enrollment');
  });

  it('keeps headings with their text and signatures with what they sign', async () => {
    for (const definition of [
      willDocument(lopezWill, maria(), DOCUMENT_DATE),
      trustDocument(lopezTrust, [maria(), daniel()], DOCUMENT_DATE),
      ahcdDocument(ahcd, maria(), DOCUMENT_DATE),
      dfpoaDocument(dfpoa, maria(), DOCUMENT_DATE),
    ]) {
      for (const page of pdfPages(await render(definition))) {
        const body = page.replace(/Page \d+ of \d+.*$/, '').trim();
        expect(body).not.toMatch(/ARTICLE \d+\. [A-Z’' ]+$/);
        expect(body).not.toMatch(/^_{10,}/);
        expect(body).not.toMatch(/^(Notary Public|Printed name|Address|Date)\b/);
      }
    }
  });

  it('gives California’s will its community property statement, custodianship to 25, and a successor charity', async () => {
    const will = await text(willDocument(lopezWill, maria(), DOCUMENT_DATE));
    expect(will).toContain('my one-half interest in our community property');
    expect(will).toContain('until the beneficiary reaches the age of 25');
    expect(will).toContain('I appoint Jorge Reyes as successor custodian.');
    expect(will).toContain(
      'If Sofia Lopez does not survive me, this gift passes to Mateo Lopez, or if Mateo Lopez does not survive me either, it becomes part of my residuary estate.',
    );
    expect(will).toContain('its gift passes to its successor organization');
    expect(will).not.toContain('if the charity does not survive me');
    expect(will).toContain('to my heirs at law');
    for (const label of ['Witness 2 signature:', 'Printed name:', 'Address:', 'Date:'])
      expect(will).toContain(label);
    const texas = await text(willDocument(lopezWill, maria('NY'), DOCUMENT_DATE));
    expect(texas).not.toContain('community property');
  });

  it('holds a young beneficiary’s trust share to the ages chosen, and says what happens at the first death', async () => {
    const trust = await text(trustDocument(lopezTrust, [maria(), daniel()], DOCUMENT_DATE));
    expect(trust).toContain(
      'When the beneficiary reaches the age of 25, the Trustee shall distribute one-third of the trust property then held; when the beneficiary reaches the age of 30',
    );
    expect(trust).toContain('for the beneficiary’s health, education, maintenance and support');
    expect(trust).toContain('AT THE FIRST GRANTOR’S DEATH');
    expect(trust).toContain('INCAPACITY');
    expect(trust).toContain('forfeits every interest under this Trust');
    expect(trust).toContain('Real property at (address and legal description):');
    expect(trust).not.toContain('Retirement accounts at');
    expect(trust).toContain('Retitling a retirement account to this Trust would be taxed');
    expect(trust).toContain('CERTIFICATION OF TRUST');
    expect(trust).toContain('Cal. Prob. Code § 18100.5');
  });

  it('follows California’s own power of attorney law, with the § 4128 warning', async () => {
    const poa = await text(dfpoaDocument(dfpoa, maria(), DOCUMENT_DATE));
    expect(poa).not.toContain('Uniform Power of Attorney Act');
    expect(poa).toContain('Notice to Person Executing Durable Power of Attorney');
    expect(poa).toContain('conservator of the person');
    expect(poa).not.toContain('guardian of my person');
    const colorado = await text(
      dfpoaDocument(applyDfpoaStateRules(dfpoa, 'CO'), maria('CO'), DOCUMENT_DATE),
    );
    expect(colorado).toContain('Uniform Power of Attorney Act');
  });

  it('gives California’s directive the § 4674 witness declarations and the § 4675 statement', async () => {
    const directive = await text(ahcdDocument(ahcd, maria(), DOCUMENT_DATE));
    expect(directive).toContain('related to the declarant by blood, marriage or adoption');
    expect(directive).toContain('entitled to any part of the estate of the declarant');
    expect(directive).toContain(
      'the operator of a community care facility or a residential care facility for the elderly',
    );
    expect(directive).toContain('STATEMENT FOR A FACILITY RESIDENT');
    expect(directive).toContain(
      'a patient in a skilled nursing facility when signing this directive (Cal. Prob. Code § 4675)',
    );
  });

  it('prints California’s Civil Code § 1189 certificate with its notice box', async () => {
    const poa = await text(dfpoaDocument(dfpoa, maria(), DOCUMENT_DATE));
    expect(poa).toContain(
      'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document',
    );
    expect(poa).toContain('WITNESS my hand and official seal');
  });
});
