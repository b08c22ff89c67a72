-- Placeholder: the indexes of issue 23 land here.
SELECT 1;
