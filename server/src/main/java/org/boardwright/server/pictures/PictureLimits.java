package org.boardwright.server.pictures;

/**
 * What pictures may cost (docs/API.md, "Pictures"): renders run on {@code threads} workers of their
 * own, one client (an address) running or waiting at most {@code perClient} of them and at most
 * {@code queue} waiting in all; a GIF has at most {@code maxFrames} frames and {@code maxGifPixels}
 * pixels over all its frames (a longer game is sampled); rendered pictures are kept up to {@code
 * cacheBytes} in all, the least recently used dropped first.
 */
public record PictureLimits(
        int threads, int perClient, int queue, int maxFrames, long maxGifPixels, long cacheBytes) {

    public PictureLimits {
        if (threads < 1 || perClient < 1 || queue < 1 || maxFrames < 2 || maxGifPixels < 1) {
            throw new IllegalArgumentException(
                    "picture limits must be positive (frames 2 or more)");
        }
        if (cacheBytes < 0) {
            throw new IllegalArgumentException("the picture cache size must not be negative");
        }
    }

    /**
     * One worker (the other core stays with the games), two pictures per address, 16 waiting, GIFs
     * of at most 120 frames and 25 million pixels (an 8×8 board is 120 frames of up to 423×475), 64
     * MB of cache.
     */
    public static PictureLimits defaults() {
        return new PictureLimits(1, 2, 16, 120, 25_000_000L, 64L << 20);
    }
}
