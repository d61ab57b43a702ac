"""The workload and budget inputs."""
