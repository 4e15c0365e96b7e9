// The fake reads request bodies with the project's one lossless JSON parser (generators/load/
// lossless-json.ts, which dataset files go through too), under the names the fake's code uses.
export { parseLosslessJson as parseJson, JsonSyntaxError, isJsonObject, type JsonValue, type JsonObject } from '../../generators/index.ts';
