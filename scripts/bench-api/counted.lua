-- Appended to cycle.lua for counted rows (wrk decides at load time whether a script has delay()).
-- After the counted time a connection waits an hour before its next request: it goes idle once
-- its last reply is in, and wrk stops long before the hour is up.
function delay()
  if now_ms() >= stop_at then return 3600000 end
  return 0
end

-- Each counted request comes from a reader of its own (X-Forwarded-For, which the bench's server
-- trusts from loopback): the server counts a view or copy once per reader, prompt and hour, and
-- the bench checks that none of the requests it sent was lost. The first octet is the run's
-- (args[4], from load.ts), so a warm-up, the rows and the runs after never repeat a reader; over a
-- million per thread.
local sent = 0
function request()
  next_index = next_index % #paths + 1
  sent = sent + 1
  local reader = string.format("%d.%d.%d.%d", 11 + run, ((thread_id or 0) * 16 + math.floor(sent / 65536)) % 256, math.floor(sent / 256) % 256, sent % 256)
  return wrk.format("GET", paths[next_index], { ["X-Forwarded-For"] = reader })
end
