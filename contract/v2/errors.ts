// REST v2's error catalogue (docs/rest-v2-3.6.2.md §4): every error the server can list, its
// errorCode and its text in the two bundles 3.6.2 ships (`restmessages_en.properties`,
// `restmessages_fr.properties` at the 3.6.2 commit, kept word for word, mistakes included:
// "La contenu", "requit", "server"). Placeholders are named, so a text may order them its way.

import type { V2_ERROR_CODE } from '../enums.ts';

/** The languages 3.6.2 has bundles for; any other Accept-Language gets English. */
export type V2Language = 'en' | 'fr';

/** The name of a v2 error (`ILLEGAL_PARAMETER_VALUE`, ...); its errorCode is {@link V2_ERROR_CODE}'s. */
export type V2ErrorName = keyof typeof V2_ERROR_CODE;

/** The texts of every v2 error in both languages, `{name}` placeholders for the arguments. */
export const V2_ERROR_TEXTS: Readonly<Record<V2Language, Readonly<Record<V2ErrorName, string>>>> = {
  en: {
    MISSING_BODY: 'The request is missing a body.',
    MALFORMED_JSON: 'The request content is not a valid JSON object (line {line}, column {column} => {cause}).',
    DUPLICATE_KEY: "The attribute '{field}' is defined multiple times.",
    ILLEGAL_PARAMETER_VALUE: "The value '{value}' is not valid for query parameter '{parameter}'.",
    UNKNOWN_FIELD: "Unknown field : '{field}'.",
    MISSING_FIELD: "The required field '{field}' is missing or empty.",
    ILLEGAL_FIELD_VALUE: "The value '{value}' is not valid for field '{field}'.",
    ALREADY_EXISTING: "An entry of id '{id}' already exist.",
    FILE_NOT_FOUND: 'The file {file} does not exist on the server.',
    UNKNOWN_RULE: "The rule '{rule}' does not exist.",
    UNKNOWN_HOST: "The host '{host}' does not exist.",
    RULE_NOT_ALLOWED: "The host '{host}' is not allowed to use the rule '{rule}'.",
    FIELD_NOT_ALLOWED: "The field '{field}' is a primary key and thus cannot be changed after creation.",
  },
  fr: {
    MISSING_BODY: 'La requête ne possède pas de corps.',
    MALFORMED_JSON: "La contenu de la requête n'est pas un objet JSON valide (ligne {line}, colonne {column} => {cause}).",
    DUPLICATE_KEY: "L'attribut '{field}' est défini plusieurs fois.",
    ILLEGAL_PARAMETER_VALUE: "La valeur '{value}' n'est pas valide pour le paramètre de requête '{parameter}'.",
    UNKNOWN_FIELD: "Champ inconnu : '{field}'.",
    MISSING_FIELD: "Le champ requit '{field}' est manquant ou vide.",
    ILLEGAL_FIELD_VALUE: "La valeur '{value}' n'est pas valide pour le champ '{field}'.",
    ALREADY_EXISTING: "Une entrée avec l'id '{id}' existe déjà.",
    FILE_NOT_FOUND: "Le fichier {file} n'existe pas sur le server.",
    UNKNOWN_RULE: "La règle '{rule}' n'existe pas.",
    UNKNOWN_HOST: "L'hôte '{host}' n'existe pas.",
    RULE_NOT_ALLOWED: "L'hôte '{host}' n'est pas autorisé à utiliser la règle '{rule}'.",
    FIELD_NOT_ALLOWED: "Le champ '{field}' est une clé primaire et ne peut donc pas être modifié après création.",
  },
};

/** An error's text with its arguments filled in; a placeholder without an argument stays visible rather than vanishing. */
export function v2ErrorText(name: V2ErrorName, args: Readonly<Record<string, string>>, language: V2Language): string {
  return V2_ERROR_TEXTS[language][name].replace(/\{(\w+)\}/g, (whole, key: string) => args[key] ?? whole);
}
