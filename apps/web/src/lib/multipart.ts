import { fillPath, http, type EndpointName, type ResponseOf, type Route } from './api-client.ts';

/**
 * A multipart body: the text fields the contract lists (empty ones left out, as the API expects)
 * and the file in the `file` part.
 */
export function toFormData(
  fields: Record<string, string | number | null | undefined>,
  file: File | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text) form.append(name, text);
  }
  if (file) form.append('file', file, file.name);
  return form;
}

/** Sends a multipart call (`params` fill the path) and answers the value under its envelope key. */
export async function callMultipart<N extends EndpointName>(
  route: Route<N>,
  form: FormData,
  params?: Record<string, string | number>,
): Promise<ResponseOf<N>> {
  const envelope = await http.request<Record<string, unknown>>(
    route.method,
    params ? fillPath(route.path, params) : route.path,
    { body: form },
  );
  return envelope?.[route.envelope] as ResponseOf<N>;
}
