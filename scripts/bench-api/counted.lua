-- Appended to cycle.lua for counted rows (wrk decides at load time whether a script has delay()).
-- After the counted time a connection waits an hour before its next request: it goes idle once
-- its last reply is in, and wrk stops long before the hour is up.
function delay()
  if now_ms() >= stop_at then return 3600000 end
  return 0
end
