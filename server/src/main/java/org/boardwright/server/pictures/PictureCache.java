package org.boardwright.server.pictures;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Rendered pictures by key, bounded by their total bytes: the least recently used go first. A
 * picture larger than the whole cache is not kept.
 */
final class PictureCache {

    private final long maxBytes;
    private final LinkedHashMap<String, GamePictures.Picture> entries =
            new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;

    PictureCache(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    synchronized GamePictures.Picture get(String key) {
        return entries.get(key);
    }

    synchronized void put(String key, GamePictures.Picture picture) {
        long size = picture.bytes().length;
        if (size > maxBytes) {
            return;
        }
        GamePictures.Picture old = entries.put(key, picture);
        bytes += size - (old == null ? 0 : old.bytes().length);
        for (Iterator<Map.Entry<String, GamePictures.Picture>> it = entries.entrySet().iterator();
                bytes > maxBytes && it.hasNext(); ) {
            bytes -= it.next().getValue().bytes().length;
            it.remove();
        }
    }

    /** The bytes kept now. */
    synchronized long bytes() {
        return bytes;
    }
}
