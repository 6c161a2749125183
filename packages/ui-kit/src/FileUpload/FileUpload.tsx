import * as React from 'react';
import { Button, Field, mergeClasses, Spinner, Text, useId } from '@fluentui/react-components';
import { ArrowUploadRegular, AttachRegular, DeleteRegular, EyeRegular } from '@fluentui/react-icons';
import { MB, uploadRuleFor } from '@aif/contracts';
import { DASH } from '../displayValue/displayValue';
import { acceptAttribute, checkFile, resolveFileRule, type ResolvedFileRule } from './fileRules';
import { useFileUploadStyles } from './FileUpload.styles';
import type { FileUploadProps } from './FileUpload.types';

const DEFAULT_ACCEPT = ['pdf', 'png', 'jpg', 'jpeg'] as const;
const DEFAULT_MAX_BYTES = 2 * MB;
export const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';

function useRule({
  documentType,
  uploadContext,
  accept,
  maxBytes,
}: Pick<FileUploadProps, 'documentType' | 'uploadContext' | 'accept' | 'maxBytes'>): ResolvedFileRule {
  const acceptKey = accept?.join(',');
  return React.useMemo(() => {
    const fromContracts =
      documentType || uploadContext ? uploadRuleFor(documentType ?? '', uploadContext) : undefined;
    const types =
      accept ?? (fromContracts ? [...fromContracts.extensions, ...fromContracts.mimeTypes] : DEFAULT_ACCEPT);
    const limit = maxBytes ?? fromContracts?.maxBytes ?? DEFAULT_MAX_BYTES;
    return resolveFileRule(types, limit, {
      // The contracts size message belongs to the contracts limit only.
      sizeMessage: maxBytes === undefined ? fromContracts?.message : undefined,
      typeMessage: fromContracts?.typeMessage,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acceptKey stands for accept
  }, [documentType, uploadContext, acceptKey, maxBytes]);
}

function reasonOf(error: unknown): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message) return error.message;
  return UPLOAD_FAILED_MESSAGE;
}

/**
 * Upload one file: checks its type (extension and MIME type) and size before `onUpload` is called, then
 * shows the uploaded name with View and Remove.
 */
export function FileUpload({
  label,
  documentType,
  uploadContext,
  accept,
  maxBytes,
  onUpload,
  fileName,
  onView,
  onRemove,
  required = false,
  disabled = false,
  readOnly = false,
  validationMessage,
  hint,
  className,
}: FileUploadProps): React.JSX.Element {
  const styles = useFileUploadStyles();
  const rule = useRule({ documentType, uploadContext, accept, maxBytes });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [uploading, setUploading] = React.useState(false);
  const fileNameId = useId('aif-file-name');
  // Without a `fileName` prop the control remembers the last file it uploaded itself.
  const [uploadedName, setUploadedName] = React.useState<string | null>(null);
  const shownName = fileName !== undefined ? fileName : uploadedName;

  const handleFiles = async (files: FileList | null) => {
    const file = files?.[0];
    // Reset so that choosing the same file again fires change again.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkFile(file, rule);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      await onUpload(file);
      setUploadedName(file.name);
    } catch (uploadError) {
      setError(reasonOf(uploadError));
    } finally {
      setUploading(false);
    }
  };

  const defaultHint = `${rule.extensions.join(', ')} up to ${rule.sizeMessage.replace(/^Max file size is /, '')}`;
  const message = error ?? validationMessage;
  const hasFile = Boolean(shownName);
  const canUpload = !readOnly;

  return (
    <Field
      label={label}
      required={required}
      className={className}
      hint={readOnly ? undefined : (hint ?? defaultHint)}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <div className={styles.row}>
          <input
            {...fieldProps}
            ref={inputRef}
            type="file"
            className={styles.nativeInput}
            accept={acceptAttribute(rule)}
            disabled={disabled || readOnly || uploading}
            tabIndex={-1}
            onChange={(event) => void handleFiles(event.currentTarget.files)}
          />
          {canUpload ? (
            <Button
              icon={uploading ? <Spinner size="extra-tiny" /> : <ArrowUploadRegular />}
              disabled={disabled || uploading}
              aria-label={`${hasFile ? 'Replace' : 'Upload'} ${label}`}
              aria-describedby={fieldProps['aria-describedby']}
              aria-invalid={fieldProps['aria-invalid']}
              onClick={() => inputRef.current?.click()}
            >
              {uploading ? 'Uploading...' : hasFile ? 'Replace' : 'Upload'}
            </Button>
          ) : null}
          {hasFile ? (
            <span className={styles.file}>
              <AttachRegular aria-hidden />
              <Text id={fileNameId} className={styles.fileName} title={shownName ?? undefined}>
                {shownName}
              </Text>
              {onView ? (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<EyeRegular />}
                  aria-label={`View ${label}`}
                  onClick={onView}
                >
                  View
                </Button>
              ) : null}
              {canUpload && (onRemove || fileName === undefined) ? (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={`Remove ${label}`}
                  disabled={disabled || uploading}
                  onClick={() => {
                    setError(null);
                    setUploadedName(null);
                    onRemove?.();
                  }}
                >
                  Remove
                </Button>
              ) : null}
            </span>
          ) : readOnly ? (
            <Text className={mergeClasses(styles.fileName)}>{DASH}</Text>
          ) : null}
        </div>
      )}
    </Field>
  );
}
