package org.boardwright.server;

import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import org.boardwright.server.live.LiveUpdates;
import org.boardwright.server.live.LobbySockets;
import org.boardwright.server.metrics.Metrics;
import org.boardwright.server.metrics.WorkQueue;
import org.boardwright.server.pictures.GamePictures;
import org.boardwright.server.play.ComputerPlayers;
import org.boardwright.server.play.FairWorkers;
import org.boardwright.server.play.GameRepository;
import org.boardwright.server.store.Store;

/** Which of the server's own counts the metrics read (docs/deploy.md lists the series). */
final class ServerMetrics {

    private ServerMetrics() {}

    static Metrics of(
            Store store,
            GameRepository games,
            ComputerPlayers computer,
            LiveUpdates live,
            LobbySockets lobby,
            GamePictures pictures) {
        Metrics metrics = new Metrics();
        store.trackPool(new MicrometerMetricsTrackerFactory(metrics.registry()));
        metrics.gauge("boardwright.games.in.memory", "games held in memory", games::inMemoryCount);
        metrics.gauge(
                "boardwright.sockets.open", "WebSockets open", live::socketCount, "kind", "game");
        metrics.gauge(
                "boardwright.sockets.open", "WebSockets open", lobby::pageCount, "kind", "lobby");
        metrics.workQueue("computer_moves", queue(computer.moveWorkers()));
        metrics.workQueue("analysis", queue(computer.analysisWorkers()));
        metrics.workQueue("pictures", queue(pictures.workers()));
        metrics.counter("boardwright.pictures.rendered", "pictures drawn", pictures::rendered);
        metrics.counter(
                "boardwright.pictures.cache.hits",
                "pictures answered from the cache",
                pictures::cacheHits);
        metrics.gauge(
                "boardwright.pictures.cache.bytes",
                "bytes of pictures cached",
                pictures::cachedBytes);
        return metrics;
    }

    private static WorkQueue queue(FairWorkers workers) {
        return new WorkQueue() {
            @Override
            public int waiting() {
                return workers.waiting();
            }

            @Override
            public int running() {
                return workers.running();
            }

            @Override
            public long started() {
                return workers.started();
            }

            @Override
            public long waitedNanos() {
                return workers.waitedNanos();
            }
        };
    }
}
