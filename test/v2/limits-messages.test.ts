// The language of v2 messages (reference §11.1, §17): English by default, French when
// Accept-Language prefers it, non-ASCII written as is (v2 does not escape, §1.7).
import { describe, expect, it } from 'vitest';
import { expectV2Errors, LIMITS, unchangedBy, withoutRow, withRow } from './support.ts';

const fr = (http: Awaited<ReturnType<typeof withRow>>['http'], method: 'post' | 'put', url = LIMITS) =>
  http[method](url).set('Accept-Language', 'fr').set('Content-Type', 'application/json');

describe('French messages', () => {
  it('errorCode 8: the text captured from a real server, written as is', async () => {
    const { fake, http } = await withRow();
    const res = await unchangedBy(fake, () => fr(http, 'post').send('{}'));
    expectV2Errors(res, [[8, "Une entrée avec l'id 'server1' existe déjà."]]);
    expect(res.text).toContain('entrée');
    expect(res.text).not.toContain('\\u');
  });

  it('errorCode 2: French text, the parser cause as the real server passes it', async () => {
    const { http } = withoutRow();
    expectV2Errors(await fr(http, 'post').send(''), [
      [2, "La contenu de la requête n'est pas un objet JSON valide (ligne 0, colonne 0 => The root JSON element is not an object)."],
    ]);
  });

  it('errorCode 3', async () => {
    const { http } = withoutRow();
    expectV2Errors(await fr(http, 'post').send('{"delayLimit":1,"delayLimit":1}'), [[3, "L'attribut 'delayLimit' est défini plusieurs fois."]]);
  });

  it('errorCodes 4, 5, 6 and 7', async () => {
    const { fake, http } = await withRow();
    const res = await unchangedBy(fake, () => fr(http, 'put', `${LIMITS}?limit=10`).send('{"x":1,"delayLimit":null,"upGlobalLimit":-3,"downGlobalLimit":"<script>"}'));
    expectV2Errors(res, [
      [4, "La valeur '10' n'est pas valide pour le paramètre de requête 'limit'."],
      [7, "La valeur 'Content Not Allowed' n'est pas valide pour le champ 'argument'."],
    ]);
    const fields = await unchangedBy(fake, () => fr(http, 'put').send('{"x":1,"delayLimit":null,"upGlobalLimit":-3}'));
    expectV2Errors(fields, [
      [5, "Champ inconnu : 'x'."],
      [6, "Le champ requit 'delayLimit' est manquant ou vide."],
      [7, "La valeur '-3' n'est pas valide pour le champ 'upGlobalLimit'."],
    ]);
  });
});

describe('choice of language', () => {
  const ALREADY_EN = "An entry of id 'server1' already exist.";
  const ALREADY_FR = "Une entrée avec l'id 'server1' existe déjà.";

  it.each([
    [undefined, ALREADY_EN],
    ['en', ALREADY_EN],
    ['fr', ALREADY_FR],
    ['fr-FR', ALREADY_FR],
    ['FR-ca,en;q=0.5', ALREADY_FR],
    ['en;q=0.9, fr', ALREADY_FR],
    ['fr;q=0.1, en', ALREADY_EN],
    ['fr;q=0', ALREADY_EN],
    ['de, fr;q=0.5', ALREADY_FR],
    ['de', ALREADY_EN],
    ['*', ALREADY_EN],
    ['fr, en', ALREADY_FR],
    ['en, fr', ALREADY_EN],
  ])('Accept-Language %s', async (header, message) => {
    const { http } = await withRow();
    const req = http.post(LIMITS);
    if (header !== undefined) req.set('Accept-Language', header);
    expectV2Errors(await req.send({}), [[8, message]]);
  });
});
