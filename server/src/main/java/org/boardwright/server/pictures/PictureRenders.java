package org.boardwright.server.pictures;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.boardwright.server.common.Refusal;
import org.boardwright.server.play.FairWorkers;

/**
 * Where pictures are made: from the cache when the same picture was made before, joined to the
 * render under way when another request asked for it first, else rendered on the picture workers
 * ({@link FairWorkers}: clients served in turn, each with a bounded share) and kept in the cache.
 */
final class PictureRenders implements AutoCloseable {

    /** Pictures rendered by every instance in this JVM (tests count them). */
    private static final AtomicLong RENDERS = new AtomicLong();

    private final AtomicLong rendered = new AtomicLong();
    private final AtomicLong cacheHits = new AtomicLong();
    private final PictureLimits limits;
    private final PictureCache cache;
    private final FairWorkers workers;
    private final Map<String, CompletableFuture<GamePictures.Picture>> underWay =
            new ConcurrentHashMap<>();

    PictureRenders(PictureLimits limits) {
        this.limits = limits;
        cache = new PictureCache(limits.cacheBytes());
        workers =
                new FairWorkers(
                        "boardwright-pictures-",
                        limits.threads(),
                        1,
                        limits.perClient(),
                        limits.queue());
    }

    static long renders() {
        return RENDERS.get();
    }

    /**
     * The picture of this key: cached, under way, or rendered for the client; a {@link Refusal}
     * (rate limited, busy) when the client has its share waiting or running or the queue is full.
     */
    CompletableFuture<GamePictures.Picture> get(
            String key, String client, Supplier<GamePictures.Picture> render) {
        GamePictures.Picture cached = cache.get(key);
        if (cached != null) {
            cacheHits.incrementAndGet();
            return CompletableFuture.completedFuture(cached);
        }
        CompletableFuture<GamePictures.Picture> mine = new CompletableFuture<>();
        CompletableFuture<GamePictures.Picture> other = underWay.putIfAbsent(key, mine);
        if (other != null) {
            return other;
        }
        cached = cache.get(key); // finished between the first look and the claim
        if (cached != null) {
            cacheHits.incrementAndGet();
            underWay.remove(key, mine);
            mine.complete(cached);
            return mine;
        }
        FairWorkers.Admission admission =
                workers.offer(
                        client,
                        () -> {
                            try {
                                RENDERS.incrementAndGet();
                                rendered.incrementAndGet();
                                GamePictures.Picture picture = render.get();
                                cache.put(key, picture);
                                mine.complete(picture);
                            } catch (RuntimeException | Error e) {
                                mine.completeExceptionally(e);
                            } finally {
                                underWay.remove(key, mine);
                            }
                        });
        if (admission != FairWorkers.Admission.QUEUED) {
            underWay.remove(key, mine);
            Refusal refusal = refusal(admission);
            mine.completeExceptionally(refusal); // for any request that joined it meanwhile
            throw refusal;
        }
        return mine;
    }

    private Refusal refusal(FairWorkers.Admission admission) {
        return switch (admission) {
            case CLIENT_FULL ->
                    new Refusal(
                            Refusal.Kind.RATE_LIMITED,
                            "busy",
                            "this address already has "
                                    + limits.perClient()
                                    + " pictures being drawn or waiting; try again when they are"
                                    + " done");
            case QUEUE_FULL ->
                    new Refusal(
                            Refusal.Kind.BUSY,
                            "busy",
                            "too many pictures are waiting to be drawn; try again in a moment");
            default -> new Refusal(Refusal.Kind.BUSY, "busy", "the server is stopping");
        };
    }

    /** Pictures these workers rendered. */
    long rendered() {
        return rendered.get();
    }

    /** Pictures answered from the cache. */
    long cacheHits() {
        return cacheHits.get();
    }

    /** The workers that draw pictures. */
    FairWorkers workers() {
        return workers;
    }

    /** The bytes the cache holds now. */
    long cachedBytes() {
        return cache.bytes();
    }

    @Override
    public void close() {
        workers.stop(10_000);
    }
}
