// Thumbnails: the user's thumbnail cache as the freedesktop.org Thumbnail Managing Standard
// (0.9.0) defines it, shared with GNOME, KDE and the file managers, so a thumbnail one of them
// made serves Vitrine and the other way round. Start reading at ThumbnailStore.swift: where the
// cache is ($XDG_CACHE_HOME/thumbnails, else ~/.cache/thumbnails), its folders by
// ThumbnailSize (normal 128, large 256, x-large 512, xx-large 1024 pixels), and the name of a
// thumbnail, the MD5 (MD5.swift, RFC 1321) of the original's URI (FileURI.swift, as GLib's
// g_filename_to_uri writes it) + ".png". ThumbnailStore+Lookup.swift finds a valid thumbnail
// (ThumbnailKeys: its Thumb::URI, Thumb::MTime and Thumb::Size against the file's FileStamp)
// and decodes it; ThumbnailStore+Save.swift writes one, or a failure record, atomically and
// private (0600 files, PrivateFolder's 0700 folders). The PNG text chunks are ImageFiles'
// (PNGText, PNGFile.text(ofFileAt:), PNGFile.write's `text`).
//
// Out of scope: making thumbnails (decoding and scaling the original is the caller's, with
// `ThumbnailSize.thumbnailSize(forImageOf:)` for the size), shared repositories
// (.sh_thumbnails, read-only, for removable media), deleting stale thumbnails, URIs other than
// file://, and text chunks after the image data (PNGTextReader says why that is safe).
