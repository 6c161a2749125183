import type { DocumentType, UploadContext } from '@aif/contracts';

export interface FileUploadProps {
  /** Field label, also used in the buttons' accessible names ("Upload PAN Card"). */
  label: string;
  /** Takes the accepted types, the size limit and its messages from contracts `uploadRuleFor`. */
  documentType?: DocumentType;
  /**
   * Where the control sits; 'ubo' applies the UBO dialog's limit (3 MB) through `uploadRuleFor`.
   * @default 'document'
   */
  uploadContext?: UploadContext;
  /**
   * Accepted types as extensions ('pdf', 'png') or MIME types; overrides `documentType`.
   * @default ['pdf', 'png', 'jpg', 'jpeg'] unless `documentType` is given
   */
  accept?: readonly string[];
  /**
   * Largest file in bytes; overrides `documentType`.
   * @default 2 MB unless `documentType` is given
   */
  maxBytes?: number;
  /**
   * Called with a file that passed the type and size checks. While it runs the control shows progress;
   * a rejection's message (string or Error) is shown under the field.
   */
  onUpload: (file: File) => Promise<unknown> | void;
  /**
   * Name of the uploaded file (controlled); null when none. Leave undefined to let the control show the
   * name of the file it last uploaded.
   */
  fileName?: string | null;
  /** Opens the uploaded file; the View button appears only when given. */
  onView?: () => void;
  /** Removes the uploaded file. With a controlled `fileName` the Remove button appears only when given. */
  onRemove?: () => void;
  /**
   * Marks the field required.
   * @default false
   */
  required?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the uploaded file (and View) but no upload or remove.
   * @default false
   */
  readOnly?: boolean;
  /** Message from the form (e.g. 'Please upload PAN Card'); the control's own errors take precedence. */
  validationMessage?: string;
  /**
   * Help text under the field.
   * @default the accepted types and the size limit
   */
  hint?: string;
  className?: string;
}
