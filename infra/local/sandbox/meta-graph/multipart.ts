export interface MultipartFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/**
 * A `multipart/form-data` body's fields and files: enough for Graph's image uploads (`filename=@image.png`
 * in Meta's curl examples).
 */
export function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const end = body.indexOf(delimiter, partStart);
    if (end === -1) break;
    // Each part: CRLF, headers, a blank line, content, CRLF before the next delimiter.
    const part = body.subarray(partStart + 2, end - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined && filename !== undefined) files.push({ field: name, filename, bytes: content });
      else if (name !== undefined) fields[name] = content.toString('utf8');
    }
    start = end;
  }
  return { fields, files };
}
