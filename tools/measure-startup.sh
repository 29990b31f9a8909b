#!/bin/sh
# Start-up time of the desktop app (issue 31 item 20): from launching `muster` to its main window being visible,
# five runs by default, each on its own fresh Xvfb screen of 1280x800 with a new configuration and database.
#
# "Visible": xwininfo reports the window titled "New roster - Muster" as IsViewable, i.e. mapped on the screen.
# The app maps its window when its frame is shown, after the window and the page it shows are built and laid out;
# the first drawing follows in the same event-loop turn (MUSTER_STARTUP_TRACE shows when: "first idle (drawn)").
# The screen is polled every few milliseconds, so each time is accurate to about 5 ms.
#
# Usage: tools/measure-startup.sh [MUSTER_BINARY] [RUNS]     (default build/bin/muster, 5)
# Prints each run's milliseconds, the CPU time the app had used and its resident memory at that moment, then the
# app's own timestamps of the last run (MUSTER_STARTUP_TRACE=1). On a shared machine the wall clock depends on the
# other programs running; compare runs made one after the other, and the CPU times.
set -eu

BIN=${1:-build/bin/muster}
RUNS=${2:-5}
[ -x "$BIN" ] || { echo "measure-startup: no program at $BIN (build the 'muster' target)" >&2; exit 2; }
for tool in Xvfb xwininfo; do
    command -v "$tool" >/dev/null || { echo "measure-startup: needs $tool (xvfb, x11-utils)" >&2; exit 2; }
done

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

WORK=$(mktemp -d)
XVFB_PID=""
APP_PID=""
cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

failures=0
DISPLAY_NUMBER=$((400 + $$ % 400))  # away from xvfb-run's 99 and up, which other programs use at the same time
run=1
while [ "$run" -le "$RUNS" ]; do
    # A display number nobody uses, a new one each run (a stopped Xvfb may leave its lock for a moment).
    DISPLAY_NUMBER=$((DISPLAY_NUMBER + 1))
    while [ -e "/tmp/.X11-unix/X$DISPLAY_NUMBER" ] || [ -e "/tmp/.X$DISPLAY_NUMBER-lock" ]; do
        DISPLAY_NUMBER=$((DISPLAY_NUMBER + 1))
    done
    Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    until xwininfo -display ":$DISPLAY_NUMBER" -root >/dev/null 2>&1; do
        kill -0 "$XVFB_PID" 2>/dev/null || { echo "measure-startup: Xvfb :$DISPLAY_NUMBER did not start" >&2; exit 1; }
        sleep 0.05
    done
    kill -0 "$XVFB_PID" 2>/dev/null || { echo "measure-startup: display :$DISPLAY_NUMBER is someone else's" >&2; exit 1; }
    home="$WORK/home-$run"
    mkdir -p "$home"
    start=$(now_ms)
    DISPLAY=":$DISPLAY_NUMBER" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        MUSTER_STARTUP_TRACE=1 "$BIN" --db "$home/muster.db" 2>"$WORK/trace-$run.txt" &
    APP_PID=$!
    until xwininfo -display ":$DISPLAY_NUMBER" -name "New roster - Muster" 2>/dev/null | grep -q IsViewable; do
        if ! kill -0 "$APP_PID" 2>/dev/null; then
            # Seen now and then on a busy shared machine ("Unable to initialize GTK+"): that run is made again.
            failures=$((failures + 1))
            echo "measure-startup: the app ended before showing its window (run $run is made again):" >&2
            cat "$WORK/trace-$run.txt" >&2
            [ "$failures" -lt 3 ] || exit 1
            break
        fi
        if [ $(($(now_ms) - start)) -gt 60000 ]; then
            echo "measure-startup: no main window after a minute (a message box instead? its resources?):" >&2
            xwininfo -display ":$DISPLAY_NUMBER" -root -tree 2>/dev/null | grep '"' >&2 || true
            cat "$WORK/trace-$run.txt" >&2
            exit 1
        fi
        sleep 0.003
    done
    end=$(now_ms)
    if ! kill -0 "$APP_PID" 2>/dev/null; then
        APP_PID=""
        kill "$XVFB_PID" 2>/dev/null || true
        wait "$XVFB_PID" 2>/dev/null || true
        XVFB_PID=""
        continue
    fi
    rss=$(awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$APP_PID/status" 2>/dev/null || echo "?")
    # CPU time (user + system) the app used until then: less at the mercy of other programs than the wall clock.
    ticks=$(getconf CLK_TCK)
    cpu=$(awk -v t="$ticks" '{print int(($14 + $15) * 1000 / t)}' "/proc/$APP_PID/stat" 2>/dev/null || echo "?")
    echo "run $run: $((end - start)) ms to a visible window, ${cpu} ms CPU, ${rss} MB resident"
    sleep 1  # the app's own timestamps up to its first idle time
    kill "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
    XVFB_PID=""
    run=$((run + 1))
done
echo "the app's own timestamps (last run):"
grep "start-up" "$WORK/trace-$RUNS.txt" || true
