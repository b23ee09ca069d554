/**
 * Shows a picked image file in place of an image of the site that is not in the app yet: every `<img>` whose
 * address is `path` (below the site root) gets `url` (the file's object URL, made by the studio), now and as the
 * site draws more. Returns the stop.
 */
export function substituteImage(doc: Document, path: string, url: string): () => void {
  const target = new URL(path.replace(/^\/+/, ''), doc.baseURI).href;
  const swap = (root: ParentNode) => {
    for (const img of root.querySelectorAll('img')) if (img.src === target) img.src = url;
  };
  swap(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLImageElement) {
        if (record.target.src === target) record.target.src = url;
      }
      for (const node of record.addedNodes) {
        if (node instanceof HTMLImageElement && node.src === target) node.src = url;
        else if (node instanceof Element) swap(node);
      }
    }
  });
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  return () => observer.disconnect();
}
