package org.boardwright.server.pictures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.boardwright.server.common.Refusal;
import org.junit.jupiter.api.Test;

/**
 * The picture workers and cache: a client's share and the queue are bounded, the same picture is
 * drawn once however many ask at once, the cache holds at most its bytes, and a long game's GIF
 * shows evenly spread positions, the first and the last.
 */
class PictureRendersTest {

    private static GamePictures.Picture picture(int size) {
        return new GamePictures.Picture(new byte[size], "image/png", "p.png", "\"x\"");
    }

    /** A render that waits until the latch opens. */
    private static GamePictures.Picture blocked(CountDownLatch open, int size) {
        try {
            assertThat(open.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return picture(size);
    }

    @Test
    void aClientOverItsShareIsRefusedWhileAnotherIsServed() throws Exception {
        CountDownLatch open = new CountDownLatch(1);
        try (PictureRenders renders =
                new PictureRenders(new PictureLimits(2, 1, 8, 10, 1_000_000, 1 << 20))) {
            CompletableFuture<GamePictures.Picture> a1 =
                    renders.get("a1", "client-a", () -> blocked(open, 10));
            assertThatThrownBy(() -> renders.get("a2", "client-a", () -> picture(10)))
                    .isInstanceOfSatisfying(
                            Refusal.class,
                            r -> assertThat(r.kind()).isEqualTo(Refusal.Kind.RATE_LIMITED));
            assertThat(
                            renders.get("b1", "client-b", () -> picture(20))
                                    .get(30, TimeUnit.SECONDS)
                                    .bytes())
                    .hasSize(20);
            assertThat(a1).isNotDone();
            open.countDown();
            assertThat(a1.get(30, TimeUnit.SECONDS).bytes()).hasSize(10);
        }
    }

    @Test
    void aFullQueueIsRefusedAsBusy() throws Exception {
        CountDownLatch open = new CountDownLatch(1);
        try (PictureRenders renders =
                new PictureRenders(new PictureLimits(1, 1, 1, 10, 1_000_000, 1 << 20))) {
            CompletableFuture<GamePictures.Picture> a =
                    renders.get("a", "client-a", () -> blocked(open, 1));
            CompletableFuture<GamePictures.Picture> b = null;
            // b waits once a has left the queue for the worker.
            while (b == null) {
                try {
                    b = renders.get("b", "client-b", () -> picture(2));
                } catch (Refusal r) {
                    assertThat(r.kind()).isEqualTo(Refusal.Kind.BUSY); // a still queued
                    Thread.onSpinWait();
                }
            }
            assertThatThrownBy(() -> renders.get("c", "client-c", () -> picture(3)))
                    .isInstanceOfSatisfying(
                            Refusal.class, r -> assertThat(r.kind()).isEqualTo(Refusal.Kind.BUSY));
            open.countDown();
            assertThat(a.get(30, TimeUnit.SECONDS).bytes()).hasSize(1);
            assertThat(b.get(30, TimeUnit.SECONDS).bytes()).hasSize(2);
        }
    }

    @Test
    void thePictureAskedForByManyAtOnceIsDrawnOnceAndCached() throws Exception {
        CountDownLatch open = new CountDownLatch(1);
        try (PictureRenders renders =
                new PictureRenders(new PictureLimits(1, 1, 8, 10, 1_000_000, 1 << 20))) {
            long before = PictureRenders.renders();
            CompletableFuture<GamePictures.Picture> first =
                    renders.get("k", "client-a", () -> blocked(open, 5));
            // The same client again, over its share, joins the render under way.
            CompletableFuture<GamePictures.Picture> joined =
                    renders.get("k", "client-a", () -> picture(6));
            open.countDown();
            assertThat(joined.get(30, TimeUnit.SECONDS)).isSameAs(first.get(30, TimeUnit.SECONDS));
            assertThat(renders.get("k", "client-a", () -> picture(7)).get().bytes()).hasSize(5);
            assertThat(PictureRenders.renders() - before).isEqualTo(1);
        }
    }

    @Test
    void theCacheKeepsAtMostItsBytesDroppingTheLeastRecentlyUsed() {
        PictureCache cache = new PictureCache(100);
        cache.put("a", picture(40));
        cache.put("b", picture(40));
        assertThat(cache.get("a")).isNotNull(); // a used after b
        cache.put("c", picture(40));
        assertThat(cache.get("b")).isNull();
        assertThat(cache.get("a")).isNotNull();
        assertThat(cache.get("c")).isNotNull();
        assertThat(cache.bytes()).isEqualTo(80);
        cache.put("huge", picture(101));
        assertThat(cache.get("huge")).isNull();
        assertThat(cache.bytes()).isEqualTo(80);
    }

    @Test
    void aLongGameShowsEvenlySpreadPositionsWithTheFirstAndTheLast() {
        assertThat(GamePictures.framePlies(5, 10)).containsExactly(0, 1, 2, 3, 4);
        assertThat(GamePictures.framePlies(1001, 5)).containsExactly(0, 250, 500, 750, 1000);
        int[] plies = GamePictures.framePlies(1001, 120);
        assertThat(plies).hasSize(120).startsWith(0).endsWith(1000).doesNotHaveDuplicates();
    }
}
