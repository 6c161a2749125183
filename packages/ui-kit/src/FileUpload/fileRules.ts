import { MB, MESSAGES, MIME_JPEG, MIME_PDF, MIME_PNG } from '@aif/contracts';

/** File-type helpers of the upload control: extensions and MIME types name the same few formats. */
const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: MIME_PDF,
  png: MIME_PNG,
  jpg: MIME_JPEG,
  jpeg: MIME_JPEG,
};

export const FILE_TYPE_MESSAGE: string = MESSAGES.invalidFileType;

const SIZE_MESSAGES: Record<number, string> = {
  2: MESSAGES.maxFileSize2,
  3: MESSAGES.maxFileSize3,
  5: MESSAGES.maxFileSize5,
};

export interface ResolvedFileRule {
  /** Lower-case extensions without the dot. */
  extensions: string[];
  mimeTypes: string[];
  maxBytes: number;
  sizeMessage: string;
  typeMessage: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** 2 MB -> 'Max file size is 2MB' (the specification's wordings for 2, 3 and 5 MB; the same form otherwise). */
export function sizeMessageFor(maxBytes: number): string {
  const mb = maxBytes / MB;
  return SIZE_MESSAGES[mb] ?? `Max file size is ${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

/** Accepts extensions ('pdf', '.png') and MIME types ('image/jpeg') in one list. */
export function resolveFileRule(
  accept: readonly string[],
  maxBytes: number,
  messages: { sizeMessage?: string; typeMessage?: string } = {},
): ResolvedFileRule {
  const extensions = new Set<string>();
  const mimeTypes = new Set<string>();
  for (const raw of accept) {
    const item = raw.trim().toLowerCase();
    if (item.includes('/')) {
      mimeTypes.add(item);
      for (const [ext, mime] of Object.entries(MIME_BY_EXTENSION)) if (mime === item) extensions.add(ext);
    } else {
      const ext = item.replace(/^\./, '');
      extensions.add(ext);
      const mime = MIME_BY_EXTENSION[ext];
      if (mime) mimeTypes.add(mime);
    }
  }
  return {
    extensions: [...extensions],
    mimeTypes: [...mimeTypes],
    maxBytes,
    sizeMessage: messages.sizeMessage ?? sizeMessageFor(maxBytes),
    typeMessage: messages.typeMessage ?? FILE_TYPE_MESSAGE,
  };
}

/** Why `file` is refused, or null when it may be uploaded. Type is checked by extension and MIME type. */
export function checkFile(file: File, rule: ResolvedFileRule): string | null {
  const extensionOk = rule.extensions.includes(extensionOf(file.name));
  const mimeOk = rule.mimeTypes.includes(file.type.toLowerCase());
  if (!extensionOk || !mimeOk) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** The `accept` attribute for the browser's file dialog. */
export function acceptAttribute(rule: ResolvedFileRule): string {
  return [...rule.extensions.map((e) => `.${e}`), ...rule.mimeTypes].join(',');
}
