// Language choice and template filling of the v2 messages.
import { describe, expect, it } from 'vitest';
import { languageOf, messageOf } from './v2-messages.ts';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', 'fr'],
    ['en-GB;q=0.8, fr;q=0.8', 'en'],
    ['fr;q=abc, en', 'en'],
    ['fr;q=0', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('messageOf', () => {
  it('puts the value before the field in English and in French', () => {
    expect(messageOf('ILLEGAL_FIELD_VALUE', { field: 'f', value: 'v' }, 'en')).toBe("The value 'v' is not valid for field 'f'.");
    expect(messageOf('ILLEGAL_FIELD_VALUE', { field: 'f', value: 'v' }, 'fr')).toBe("La valeur 'v' n'est pas valide pour le champ 'f'.");
  });

  it('does not read placeholders inside the arguments', () => {
    expect(messageOf('UNKNOWN_FIELD', { field: '{field}{value}$&' }, 'en')).toBe("Unknown field : '{field}{value}$&'.");
  });
});
