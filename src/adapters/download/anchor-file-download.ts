import type { SchedulerLike } from 'rxjs';
import type { FileDownload } from '../../application/ports/file-download.port';

/**
 * How long the object URL outlives the click. A browser may start reading the Blob after the
 * click returns (Firefox and Safari did), so revoking at once can cut the download; 40 s is what
 * FileSaver.js settled on. Then the URL is revoked and the Blob can be freed.
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** The part of the URL API the download needs (the global URL in the browser). */
export interface ObjectUrls {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/**
 * Saves a Blob through an object URL and a hidden `<a download>` clicked once, the way every
 * browser offers a file made in the page without a server. The object URL is revoked on the
 * Clock's scheduler after OBJECT_URL_LIFETIME_MS (docs/architecture.md#time).
 */
export class AnchorFileDownload implements FileDownload {
  constructor(
    private readonly document: Document,
    private readonly urls: ObjectUrls,
    private readonly scheduler: SchedulerLike,
  ) {}

  save(fileName: string, contents: Blob): void {
    const url = this.urls.createObjectURL(contents);
    const anchor = this.document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    anchor.hidden = true;
    // Firefox clicks only anchors that are in the document.
    this.document.body.append(anchor);
    try {
      anchor.click();
    } finally {
      anchor.remove();
      this.scheduler.schedule(() => this.urls.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    }
  }
}
