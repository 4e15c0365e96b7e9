// The document as the file `tmkit openapi` writes: two-space indented JSON and a final newline.
/** The document as JSON text: two-space indentation and a final newline, as `tmkit openapi` writes it. */
export const openApiJson = (doc: object): string => `${JSON.stringify(doc, null, 2)}\n`;
