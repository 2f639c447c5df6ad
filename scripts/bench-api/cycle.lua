-- wrk script of npm run bench: cycles over a list of paths, one request per connection at a time,
-- and prints the summary as one JSON line. args: <file of paths, one a line> <threads> [<counted ms> <run>]
-- With <counted ms>, connections stop sending after that long and sit idle until wrk stops, so
-- no request is left in flight: the bench can then check that the database gained exactly one
-- increment per 2xx reply wrk saw, and the latencies are those of the counted requests only.
local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock, bench_timespec *tp);
]]
local ts = ffi.new("bench_timespec")
function now_ms()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end

local threads = 0
function setup(thread)
  thread:set("thread_id", threads)
  threads = threads + 1
end

local requests = {}
paths = {}
local next_index = 0
stop_at = math.huge

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then
      paths[#paths + 1] = line
      requests[#requests + 1] = wrk.format("GET", line)
    end
  end
  if args[3] and args[3] ~= "" then stop_at = now_ms() + tonumber(args[3]) end
  run = tonumber(args[4]) or 0
  -- Each thread starts at the head of its own share of the list: they never ask for the same path
  -- in step, and until a thread has used up its share every path it asks for is one nobody asked
  -- for yet (what the all-miss rows rely on).
  next_index = math.floor((thread_id or 0) * #requests / tonumber(args[2]))
end

function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end

function done(summary, latency, _requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"durationUs":%d,"requests":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"non2xx":%d,"p50Us":%d,"p99Us":%d,"p999Us":%d,"meanUs":%.1f,"maxUs":%d}\n',
    summary.duration, summary.requests, summary.bytes, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9), latency.mean, latency.max))
end
