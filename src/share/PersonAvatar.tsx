import { initialsOf } from './initials';

export function PersonAvatar({ name, email, image }: { name?: string | null; email?: string | null; image?: string | null }) {
  if (image) return <img className="share-avatar" src={image} alt="" width={32} height={32} />;
  return (
    <span className="share-avatar" aria-hidden="true">
      {initialsOf({ name, email })}
    </span>
  );
}
