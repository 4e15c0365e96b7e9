// The v2 error texts (contract/v2/errors.ts: the real bundles of 3.6.2) and the choice between
// the two languages from Accept-Language.
import { v2ErrorText, type V2ErrorName, type V2Language } from '../../contract/index.ts';

export type Language = V2Language;
export type { V2ErrorName };

/** The template filled in; a placeholder without an argument stays visible rather than vanishing. */
export const messageOf = (name: V2ErrorName, args: Readonly<Record<string, string>>, language: Language): string => v2ErrorText(name, args, language);

/**
 * The language of the answer: the highest-quality range of Accept-Language that we have a bundle
 * for (ties keep the header's order), English otherwise. The real server fails without the header
 * (reference §17); the fake never copies that and answers in English.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { primary: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter((r) => r.primary !== '' && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) if (r.primary === 'en' || r.primary === 'fr') return r.primary;
  return 'en';
}
