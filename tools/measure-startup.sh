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
# Prints each run's milliseconds and resident memory at that moment, then the app's own timestamps of the last run
# (MUSTER_STARTUP_TRACE=1).
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

# A display number nobody uses.
DISPLAY_NUMBER=97
while [ -e "/tmp/.X11-unix/X$DISPLAY_NUMBER" ] || [ -e "/tmp/.X$DISPLAY_NUMBER-lock" ]; do
    DISPLAY_NUMBER=$((DISPLAY_NUMBER + 1))
done

run=1
while [ "$run" -le "$RUNS" ]; do
    Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    until xwininfo -display ":$DISPLAY_NUMBER" -root >/dev/null 2>&1; do sleep 0.05; done
    home="$WORK/home-$run"
    mkdir -p "$home"
    start=$(now_ms)
    DISPLAY=":$DISPLAY_NUMBER" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        MUSTER_STARTUP_TRACE=1 "$BIN" --db "$home/muster.db" 2>"$WORK/trace-$run.txt" &
    APP_PID=$!
    until xwininfo -display ":$DISPLAY_NUMBER" -name "New roster - Muster" 2>/dev/null | grep -q IsViewable; do
        if ! kill -0 "$APP_PID" 2>/dev/null; then
            echo "measure-startup: the app ended before showing its window:" >&2
            cat "$WORK/trace-$run.txt" >&2
            exit 1
        fi
        sleep 0.003
    done
    end=$(now_ms)
    rss=$(awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$APP_PID/status" 2>/dev/null || echo "?")
    echo "run $run: $((end - start)) ms to a visible window, ${rss} MB resident"
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
