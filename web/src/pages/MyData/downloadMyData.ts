// "Download my data": the export is a signed-in GET, fetched here (so a failure can be shown
// in the page instead of a browser's error tab) and handed to the browser as a file.

const EXPORT_PATH = "/api/account/export";

/** The file name the server chose (Content-Disposition; it dates the file), or a plain one. */
function exportFileNameOf(contentDisposition: string | null): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? "")?.[1] ?? "my-data.json";
}

/** Fetches the viewer's data and saves it; rejects when the server did not answer a file. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch(EXPORT_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileNameOf(response.headers.get("content-disposition"));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
