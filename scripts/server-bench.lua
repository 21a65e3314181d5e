-- wrk script for scripts/server-bench.sh: every request is a search (first page of 50 + total)
-- with the next of 20 typical queries, the same ones PostgresBenchmarks times, so no single
-- query's cost dominates. Each wrk thread starts at a different query. With SERVER_BENCH_TOKEN
-- in the environment, every search is a signed-in person's.
-- At the end it prints one machine-readable line:
--   RESULT requests_per_second p50_ms p99_ms requests http_errors(4xx/5xx) socket_errors

local queries = {
  "pa", "sto", "hop", "kol", "bel", "tri", "zé", "wei abv>6", "ipa ibu>=60", "gol abv:5-7",
  "dor abv<5", "abv>9", "ip abv>6", "st ibu>=40", "pa country:be", "stout", "brauerei", "kö",
  "\"pale ale\"", "style:stout country:de",
}

-- Percent-encodes everything but RFC 3986's unreserved characters (UTF-8 bytes one by one).
local function encode(text)
  return (text:gsub("[^%w%-%._~]", function(character)
    return string.format("%%%02X", string.byte(character))
  end))
end

local paths = {}
for index, query in ipairs(queries) do
  paths[index] = "/v1/beers?q=" .. encode(query) .. "&limit=50"
end

local threads = {}
local started = 0

function setup(thread)
  started = started + 1
  thread:set("first", started)
  table.insert(threads, thread)
end

local next_query

function init(args)
  -- `first` is set by setup() in the main Lua state before this thread's init runs.
  next_query = ((first or 1) - 1) * 7 % #paths
  -- Signed in: each page also carries the person's marks (favourite, stars, check-ins).
  local token = os.getenv("SERVER_BENCH_TOKEN")
  if token and token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
end

function request()
  next_query = next_query % #paths + 1
  return wrk.format("GET", paths[next_query])
end

function done(summary, latency, requests)
  local errors = summary.errors
  local socket_errors = errors.connect + errors.read + errors.write + errors.timeout
  io.write(string.format("RESULT %.1f %.2f %.2f %d %d %d\n",
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.requests, errors.status, socket_errors))
end
