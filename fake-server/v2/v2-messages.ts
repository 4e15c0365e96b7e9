// The v2 error texts in the two languages the real server ships bundles for (reference §11.1), and
// the choice between them from Accept-Language. The English templates are the real bundle's; the
// French text of ALREADY_EXISTING was captured from a real server (captures, `AL fr again`), the
// other French texts are ours, since the real bundle is not in the reference.
export type Language = 'en' | 'fr';

/** The v2 errors /v2/limits can give (reference §11.1 names 13; the others concern routes the fake lacks). */
export type V2ErrorName =
  | 'MALFORMED_JSON'
  | 'DUPLICATE_KEY'
  | 'ILLEGAL_PARAMETER_VALUE'
  | 'UNKNOWN_FIELD'
  | 'MISSING_FIELD'
  | 'ILLEGAL_FIELD_VALUE'
  | 'ALREADY_EXISTING';

// Named placeholders, so a translation may put the arguments in its own order.
const MESSAGES: Readonly<Record<Language, Readonly<Record<V2ErrorName, string>>>> = {
  en: {
    MALFORMED_JSON: 'The request content is not a valid JSON object (line {line}, column {column} => {cause}).',
    DUPLICATE_KEY: "The attribute '{field}' is defined multiple times.",
    ILLEGAL_PARAMETER_VALUE: "The value '{value}' is not valid for query parameter '{parameter}'.",
    UNKNOWN_FIELD: "Unknown field : '{field}'.",
    MISSING_FIELD: "The required field '{field}' is missing or empty.",
    ILLEGAL_FIELD_VALUE: "The value '{value}' is not valid for field '{field}'.",
    ALREADY_EXISTING: "An entry of id '{id}' already exist.",
  },
  fr: {
    MALFORMED_JSON: "Le contenu de la requête n'est pas un objet JSON valide (ligne {line}, colonne {column} => {cause}).",
    DUPLICATE_KEY: "L'attribut '{field}' est défini plusieurs fois.",
    ILLEGAL_PARAMETER_VALUE: "La valeur '{value}' n'est pas valide pour le paramètre de requête '{parameter}'.",
    UNKNOWN_FIELD: "Champ inconnu : '{field}'.",
    MISSING_FIELD: "Le champ obligatoire '{field}' est absent ou vide.",
    ILLEGAL_FIELD_VALUE: "La valeur '{value}' n'est pas valide pour le champ '{field}'.",
    ALREADY_EXISTING: "Une entrée avec l'id '{id}' existe déjà.",
  },
};

/** The template filled in; a placeholder without an argument stays visible rather than vanishing. */
export function messageOf(name: V2ErrorName, args: Readonly<Record<string, string>>, language: Language): string {
  return MESSAGES[language][name].replace(/\{(\w+)\}/g, (whole, key: string) => args[key] ?? whole);
}

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
