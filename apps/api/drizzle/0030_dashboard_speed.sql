-- Issue 23: dashboard and search speed (kept "admin replied" state for support posts,
-- program assignments readable without the programs view, kept active app users counter).
SELECT 1;
