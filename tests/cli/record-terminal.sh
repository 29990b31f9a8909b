#!/usr/bin/env bash
# `muster-cli record` on a terminal (issue 29): tmux runs the recorder in a pane and types into it like a player, with
# GNU Readline doing the line editing. A short generated game (tests/data/recorder/seed-3.*) is entered with a
# statement completed word by word with Tab, one wrong entry, an undo typed with tab completion ("un" + Tab), a quit,
# and a resume to the end; the log written is the generated log byte for byte.
# Usage: record-terminal.sh <muster-cli> <tests/data> <scratch folder>
set -euo pipefail
cli=$1
data=$2
work=$3
rm -rf "$work"
mkdir -p "$work"
# A private tmux server; its socket in /tmp, since a socket path must stay short (108 bytes) and build folders may not.
socket=$(mktemp -u /tmp/muster-record-XXXXXX.sock)
log="$work/game.log"
tmux_() { tmux -S "$socket" "$@"; }
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  rm -f "$socket"
}
trap cleanup EXIT

# The pane's whole text, wrapped lines joined.
pane() { tmux_ capture-pane -p -J -S - -t rec; }
# Waits until the pane shows `pattern` `count` times (grep -c), up to 20 s.
wait_for() {
  local pattern=$1 count=${2:-1}
  for _ in $(seq 1 200); do
    if [ "$(pane | grep -c -- "$pattern" || true)" -ge "$count" ]; then return 0; fi
    sleep 0.1
  done
  echo "timed out waiting for '$pattern' x$count; the pane shows:" >&2
  pane >&2
  exit 1
}
prompts=0
# Types one line and waits for the next prompt.
type_line() {
  tmux_ send-keys -t rec -l -- "$1"
  tmux_ send-keys -t rec Enter
  prompts=$((prompts + 1))
  wait_for '^record> ' $((prompts + 1))
}
start() {
  prompts=0
  tmux_ new-session -d -s rec -x 200 -y 50 "$*; echo exit=\$?; sleep 60"
  wait_for '^record> ' 1
}

mapfile -t entries < "$data/recorder/seed-3.entries"

# Part 1: twenty entries, a roll missing a die (refused), an undo by tab completion, the entry again, quit.
start "$cli" record --from "$data/recorder/seed-3-header.log" -o "$log"
type_line "${entries[0]}"
type_line "${entries[1]}"
# "choose B frontier" by completion: "cho" Tab (choose), Tab (B), "fr" Tab (frontier).
[ "${entries[2]}" = "choose B frontier" ]
# Each completion is awaited on the screen before the next key (fixed pauses failed under load).
tmux_ send-keys -t rec -l -- "cho"
tmux_ send-keys -t rec Tab
wait_for '^record> choose'
tmux_ send-keys -t rec Tab
wait_for '^record> choose B'
tmux_ send-keys -t rec -l -- "fr"
tmux_ send-keys -t rec Tab
wait_for '^record> choose B frontier'
tmux_ send-keys -t rec Enter
prompts=$((prompts + 1))
wait_for '^record> ' $((prompts + 1))
wait_for 'recorded: choose B frontier'
for i in $(seq 3 19); do type_line "${entries[$i]}"; done
type_line "c1=6 c3=4"
wait_for 'refused: .c4. must be rolled too'
tmux_ send-keys -t rec -l -- "un"
tmux_ send-keys -t rec Tab
wait_for '^record> undo'
tmux_ send-keys -t rec Enter
prompts=$((prompts + 1))
wait_for '^record> ' $((prompts + 1))
wait_for 'undone: action magic'
type_line "${entries[19]}"
tmux_ send-keys -t rec -l -- "quit"
tmux_ send-keys -t rec Enter
wait_for '^exit=0'
tmux_ kill-session -t rec

# Part 2: resume and finish.
start "$cli" record --resume "$log"
wait_for 'Resumed .* after 20 statements'
for i in $(seq 20 $((${#entries[@]} - 2))); do type_line "${entries[$i]}"; done
tmux_ send-keys -t rec -l -- "${entries[-1]}"
tmux_ send-keys -t rec Enter
wait_for 'The game is over'
wait_for 'verify --strict: .*verified'
wait_for '^exit=0'

if ! cmp -s "$log" "$data/recorder/seed-3.log"; then
  echo "the recorded log differs from the generated one:" >&2
  diff "$log" "$data/recorder/seed-3.log" >&2 || true
  exit 1
fi
echo "record-terminal: ok"
