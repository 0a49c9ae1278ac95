/**
 * Hands a file the app made to the user: the browser saves it under `fileName` (its downloads
 * folder, or a save dialog, as the user set it up). Nothing leaves the device.
 */
export interface FileDownload {
  save(fileName: string, contents: Blob): void;
}
