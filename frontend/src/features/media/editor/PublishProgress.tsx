/** The progress bar of an upload to the shop's media library. */
export function PublishProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="publish-progress" role="status">
      <span>Publication… {percent} %</span>
      <progress max={100} value={percent} aria-label="Progression de la publication" />
    </div>
  );
}
