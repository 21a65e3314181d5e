#!/bin/sh
# Bytes the release `taproom` writes to the terminal per keystroke while filtering, with real
# ncurses: the app runs in tmux (a private -L socket, 80×24, TERM=xterm-256color) on a new
# database holding the bundled catalogue; `pipe-pane` appends everything it writes to a file.
# Each query is typed one key at a time, waiting after each key until its results are drawn
# (the 300 ms debounce, then a quiet pipe); Esc clears the filter between queries.
#
# Usage: scripts/terminal-bytes.sh [TAPROOM_BINARY] (default: the release build's taproom)
set -eu

taproom=${1:-$(swift build -c release --show-bin-path)/taproom}
[ -x "$taproom" ] || { echo "terminal-bytes: no taproom at $taproom (run: swift build -c release --product taproom)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "terminal-bytes: tmux is not installed; skipped"; exit 0; }

queries="stout pale hops belg lager"
work=$(mktemp -d)
socket="taproom-bytes-$$"
out="$work/pane.out"
: > "$out"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT INT TERM

size() { wc -c < "$out" | tr -d ' '; }
screen() { tmux -L "$socket" capture-pane -p -t bytes; }
now_ms() { date +%s%3N; }

# Waits until the screen shows "$1" and no "Searching…", at least $2 ms after the key, and the
# pipe has stayed the same size for 200 ms. Gives up after 10 s.
wait_for_frame() {
  expected=$1; min_ms=$2; start=$(now_ms); last=-1; stable_since=$start
  while :; do
    now=$(now_ms); current=$(size)
    if [ "$current" != "$last" ]; then last=$current; stable_since=$now; fi
    if [ $((now - start)) -ge "$min_ms" ] && [ $((now - stable_since)) -ge 200 ] \
       && screen | grep -qF -- "$expected" && ! screen | grep -qF 'Searching'; then
      return 0
    fi
    if [ $((now - start)) -ge 10000 ]; then
      echo "terminal-bytes: timed out waiting for '$expected'" >&2; screen >&2; exit 1
    fi
    sleep 0.05
  done
}

# The app makes only its default database; a chosen path must hold a catalogue already.
"$taproom" init --database "$work/taproom.sqlite" > /dev/null
tmux -L "$socket" -f /dev/null new-session -d -s bytes -x 80 -y 24 \
  "env LANG=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME='$work/state' '$taproom' --database '$work/taproom.sqlite'"
tmux -L "$socket" pipe-pane -o -t bytes "cat >> '$out'"
wait_for_frame "beers" 0
first_frame=$(size)

samples="$work/samples"
: > "$samples"
for query in $queries; do
  typed=""
  rest=$query
  while [ -n "$rest" ]; do
    key=$(printf '%s' "$rest" | cut -c1)
    rest=$(printf '%s' "$rest" | cut -c2-)
    typed="$typed$key"
    before=$(size)
    tmux -L "$socket" send-keys -t bytes -l "$key"
    wait_for_frame "$typed" 350
    after=$(size)
    echo "$((after - before)) $typed" >> "$samples"
  done
  tmux -L "$socket" send-keys -t bytes Escape
  wait_for_frame "beers" 350
done
tmux -L "$socket" send-keys -t bytes C-q

count=$(wc -l < "$samples" | tr -d ' ')
median=$(sort -n "$samples" | awk -v n="$count" 'NR == int((n + 1) / 2) { print $1 }')
max=$(sort -n "$samples" | tail -n 1 | cut -d' ' -f1)
echo "bytes written to the terminal per keystroke while filtering (real ncurses, tmux 80×24, bundled catalogue):"
echo "  median $median, max $max over $count keys ($queries); first frame $first_frame bytes"
printf '  per key:'; awk '{ printf " %s=%s", $2, $1 } END { print "" }' "$samples"
